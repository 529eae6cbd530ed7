import type { Page, TestInfo } from '@playwright/test';
import { withoutServerRendering } from '../support/client-rendered.ts';
import { drawTestJpeg, registerUser, storedSession, uniqueEmail } from '../support/accounts.ts';
import { GOOGLE_USER_COOKIE, googleTestUser } from '../support/e2e-env.ts';
import { waitForMail } from '../support/mailbox.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

// Issue 3: every account flow through the real server, real SMTP capture and a real OpenID
// Connect issuer standing in for Google (see playwright.config.ts).

const SIGNED_IN = 'Has ingresado con éxito.';
const PASSWORD_UPDATED = 'Contraseña actualizado con éxito';
const INVALID_PASSWORD_OR_EMAIL = 'Contraseña y/o email inválidos.';

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set (full page from the top). */
async function snapshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage });
}

async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Email o nombre de usuario').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

async function registerThroughApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/users/register', {
    data: {
      email_address: email,
      first_name: 'Julián',
      last_name: 'Sosa',
      password,
      passwordConfirmed: password,
      username: `julians${Date.now().toString().slice(-6)}`,
      accept_emails_from_admin: true,
    },
  });
  expect(response.status()).toBe(201);
}

test('an account from sign-up to deletion, with every e-mail read from the mailbox', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const email = uniqueEmail(testInfo, 'ana');
  const newEmail = uniqueEmail(testInfo, 'ana.nueva');
  const firstPassword = 'campo123';
  // Labels are looked up in the page content: the header has its own 'Ubicación' search.
  const main = page.getByRole('main');

  // Sign up: validation first, then the real registration.
  await page.goto('/signup');
  await expect(page).toHaveTitle('Crear una cuenta - Tranquera');
  await expect(page.getByText('registrarte es gratis')).toBeVisible();
  await expect(page.getByRole('link', { name: /informe técnico/ })).toHaveAttribute(
    'href',
    '/terms-of-service#publicacion-paga',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(page.getByRole('link', { name: /^\+54/ })).toHaveAttribute('href', /^tel:\+/);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'signup');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Debes completar este campo.', { exact: true })).toHaveCount(5);
  await expect(page.getByText('Debes aceptar los términos y política de privacidad.')).toBeVisible();
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Nombre', { exact: true }).fill('Ana');
  await main.getByLabel('Apellido').fill('Pérez Gómez');
  await main.getByLabel('Tipo de perfil').selectOption('Inmobiliaria');
  await main.getByLabel('Contraseña', { exact: true }).fill('abc');
  await main.getByLabel('Repetir contraseña', { exact: true }).fill('abd');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 5 caracteres.')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await main.getByLabel('Contraseña', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Mostrar contraseña', exact: true }).click();
  await expect(main.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
  await main.getByLabel('Repetir contraseña', { exact: true }).fill(firstPassword);
  await expect(main.getByLabel(/novedades y oportunidades/)).toBeChecked();
  await main.getByLabel(/Leí y acepto/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Te registraste con éxito. Ya podés iniciar sesión.')).toBeVisible();
  await expect(main.getByLabel('Email o nombre de usuario')).toHaveValue(email);
  await waitForMail(email, /Bienvenido/);

  // The username was generated on the client (spec §3): first name plus last-name initials.
  const apiLogin = await page.request.post('/api/users/login', {
    data: { email_address: email, password: firstPassword },
  });
  const { user } = (await apiLogin.json()) as { user: { _id: string; username: string } };
  expect(user.username).toMatch(/^anapg\d{2,4}$/);

  // Log in with the username.
  await signIn(page, user.username, firstPassword);
  await expect(page).toHaveURL(/\/listing-properties$/);
  await expect(page.getByText(SIGNED_IN)).toBeVisible();
  expect((await storedSession(page))?.user).toMatchObject({ username: user.username, email_address: email });

  // Profile: a taken username is refused, then every field and a real photo are saved.
  await page.goto('/profile');
  await expect(page).toHaveTitle('Mi perfil - Tranquera');
  await expect(main.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
  await expect(main.getByLabel('Tipo de perfil')).toHaveValue('Inmobiliaria');
  await expectNoSeriousA11yViolations(page);
  const listings = await page.request.get('/api/properties/?limit=1');
  const [seeded] = ((await listings.json()) as { payload: { user_id: { username: string } }[] }).payload;
  if (seeded) {
    await main.getByLabel('Nombre de usuario').fill(seeded.user_id.username);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('El nombre de usuario ya existe')).toBeVisible();
    await main.getByLabel('Nombre de usuario').fill(user.username);
  }
  await main.getByLabel('Subir foto').setInputFiles({
    name: 'retrato.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawTestJpeg(page),
  });
  await expect(page.getByText('Sin guardar')).toBeVisible();
  await main.getByLabel('Ubicación').fill('Pergamino, Buenos Aires');
  await main.getByLabel('Teléfono').fill('2477123456');
  await main.getByLabel('Sobre mí').fill('Inmobiliaria rural con veinte años en el norte de Buenos Aires.');
  await main.getByLabel('Tipo de perfil').selectOption('Propietario (Dueño Directo)');
  await main.getByLabel(/novedades y oportunidades/).uncheck();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Se han actualizado los cambios correctamente.')).toBeVisible();
  await expect(page.getByText('Sin guardar')).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toHaveAttribute('src', /-sm\.webp$/);
  expect((await storedSession(page))?.user.profile_image).toMatch(/^\/uploads\/.+-lg\.webp$/);
  await snapshot(page, testInfo, 'profile');
  await page.reload();
  await expect(main.getByLabel('Ubicación')).toHaveValue('Pergamino, Buenos Aires');
  await expect(main.getByLabel('Teléfono')).toHaveValue('2477123456');
  await expect(main.getByLabel('Tipo de perfil')).toHaveValue('Propietario (Dueño Directo)');
  await expect(main.getByLabel(/novedades y oportunidades/)).not.toBeChecked();
  await page.getByRole('link', { name: 'Ver mi página pública' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${user.username}$`));
  await expect(page.getByText('Inmobiliaria rural con veinte años')).toBeVisible();
  await expect(page.getByText('2477123456')).toHaveCount(0);

  // Change e-mail: the spec's rules, then the confirmation link from the new mailbox.
  await page.goto('/configuration');
  await expect(page).toHaveTitle('Configuración - Tranquera');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'configuration');
  await page.getByRole('link', { name: /Cambiar email/ }).click();
  await expect(page).toHaveURL(/section=email/);
  const changeEmail = page.getByRole('button', { name: 'Cambiar email' });
  await changeEmail.click();
  await expect(page.getByText('Debes completar este campo', { exact: true })).toHaveCount(2);
  await main.getByLabel('Email actual').fill('otra.cuenta@example.com');
  await main.getByLabel('Nuevo email').fill(email);
  await changeEmail.click();
  await expect(page.getByText('Debes seleccionar tu cuenta de correo electrónico actual.')).toBeVisible();
  await main.getByLabel('Email actual').fill(email);
  await changeEmail.click();
  await expect(page.getByText('No puedes seleccionar la misma cuenta de correo electrónico.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByLabel('Nuevo email').fill(newEmail);
  await changeEmail.click();
  await expect(page.getByText('Te hemos enviado un mensaje al nuevo email')).toBeVisible();
  await snapshot(page, testInfo, 'change-email-sent');
  const confirmation = await waitForMail(newEmail, /Confirmá tu nuevo email/);
  const link = /(http\S+\/change-email\/\S+)/.exec(confirmation.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Tu email ha sido actualizado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The session's token still named the old address: the user signs in again with the new one.
  expect(await storedSession(page)).toBeNull();
  await page.goto(link!);
  await expect(page.getByText('Se ha producido un error inesperado.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/change-email/${user._id}`);
  await expect(page.getByRole('heading', { name: 'Confirmación de email' })).toBeVisible();
  await expect(page.getByText('Algo salió mal. No es posible visualizar contenido.')).toBeVisible();

  // Change password in settings: a wrong current password, then the change, which revokes the
  // old token (the API answers 401 and the app sends its holder to /login).
  await page.goto('/login');
  await signIn(page, newEmail, firstPassword);
  await expect(page).toHaveURL(/\/listing-properties$/);
  const oldToken = (await storedSession(page))!.token;
  await page.goto('/configuration?section=password');
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await main.getByLabel('Contraseña actual', { exact: true }).fill('no-es-esta');
  await main.getByLabel('Nueva contraseña', { exact: true }).fill('nueva456');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText(INVALID_PASSWORD_OR_EMAIL)).toBeVisible();
  await main.getByLabel('Contraseña actual', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText(PASSWORD_UPDATED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
  const rejected = await page.request.get(`/api/users/get-profile/${user._id}`, {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(rejected.status()).toBe(401);
  await page.evaluate((token) => sessionStorage.setItem('auth', JSON.stringify({ token })), oldToken);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Tu sesión venció. Iniciá sesión de nuevo para continuar.')).toBeVisible();
  await signIn(page, newEmail, 'nueva456');
  await expect(page).toHaveURL(/\/profile$/);

  // Log out from the avatar menu.
  await page.getByRole('button', { name: 'Menú de Ana' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toBeNull();

  // Recover a forgotten password with the temporary password from the mailbox; logging in
  // with it asks for a new password first.
  await page.goto('/change-password');
  await expect(page).toHaveTitle('Recuperar contraseña - Tranquera');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'change-password');
  await main.getByLabel('Email de tu cuenta').fill(uniqueEmail(testInfo, 'nadie'));
  await page.getByRole('button', { name: 'Enviar contraseña temporal' }).click();
  await expect(page.getByText(INVALID_PASSWORD_OR_EMAIL)).toBeVisible();
  await main.getByLabel('Email de tu cuenta').fill(newEmail);
  await page.getByRole('button', { name: 'Enviar contraseña temporal' }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText('Te enviamos una contraseña temporal a')).toBeVisible();
  const recovery = await waitForMail(newEmail, /contraseña temporal/);
  const temporary = /contraseña temporal es: (\S+)/.exec(recovery.text)?.[1];
  expect(temporary).toBeTruthy();
  await page.goto('/login');
  await signIn(page, newEmail, temporary!);
  await expect(page).toHaveURL(/\/change-password\?step=2&email=/);
  await expect(
    page.getByText('Ingresaste con una contraseña temporal', { exact: false }).first(),
  ).toBeVisible();
  await expect(main.getByLabel('Email de tu cuenta')).toHaveValue(newEmail);
  await main.getByLabel('Contraseña temporal', { exact: true }).fill('equivocada');
  await main.getByLabel('Nueva contraseña', { exact: true }).fill('final789');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText(INVALID_PASSWORD_OR_EMAIL)).toBeVisible();
  await snapshot(page, testInfo, 'change-password-step-2');
  await main.getByLabel('Contraseña temporal', { exact: true }).fill(temporary!);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText(PASSWORD_UPDATED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, newEmail, 'final789');
  await expect(page).toHaveURL(/\/listing-properties$/);

  // Delete the account behind a confirm dialog.
  await page.goto('/configuration');
  await page.getByRole('link', { name: /Eliminar cuenta/ }).click();
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await snapshot(page, testInfo, 'delete-account-dialog', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page.getByText('Se ha eliminado tu cuenta con éxito.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toBeNull();
  const afterDeletion = await page.request.post('/api/users/login', {
    data: { email_address: newEmail, password: 'final789' },
  });
  expect(afterDeletion.status()).toBe(401);
});

test('a saved description stays in the session and shows after navigating, reloading and publicly', async ({
  page,
}, testInfo) => {
  const account = await registerUser(page.request, testInfo, 'Rocío', 'Benítez');
  const about = 'Criadora de Angus en el sudeste de Córdoba; busco campos mixtos para arrendar.';
  const main = page.getByRole('main');
  const accountTabs = page.getByRole('navigation', { name: 'Mi cuenta' });
  await page.goto('/login');
  await signIn(page, account.user.email_address, 'campo123');
  await expect(page).toHaveURL(/\/listing-properties$/);

  await page.goto('/profile');
  await expect(main.getByLabel('Sobre mí')).toHaveValue('');
  await main.getByLabel('Sobre mí').fill(about);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Se han actualizado los cambios correctamente.')).toBeVisible();
  await expect(main.getByLabel('Sobre mí')).toHaveValue(about);
  // Spec §4: the stored session user is replaced by the whole updated profile.
  expect((await storedSession(page))?.user).toMatchObject({ _id: account.user._id, description: about });
  await snapshot(page, testInfo, 'profile-description-saved');

  // Away and back inside the app, then a full reload: the description is still there.
  await accountTabs.getByRole('link', { name: 'Configuración' }).click();
  await expect(page).toHaveURL(/\/configuration$/);
  await accountTabs.getByRole('link', { name: 'Mi perfil' }).click();
  await expect(main.getByLabel('Sobre mí')).toHaveValue(about);
  await page.reload();
  await expect(main.getByLabel('Sobre mí')).toHaveValue(about);
  expect((await storedSession(page))?.user.description).toBe(about);

  await page.getByRole('link', { name: 'Ver mi página pública' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${account.user.username}$`));
  await expect(main.getByText(about)).toBeVisible();
});

test('Google sign-in through the popup against the stand-in issuer', async ({ page, context }, testInfo) => {
  const who = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await context.addCookies([{ name: GOOGLE_USER_COOKIE, value: who, domain: '127.0.0.1', path: '/' }]);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
  const popup = await popupOpened;
  // The popup hands the session to this page and closes itself.
  await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true);
  await expect(page).toHaveURL(/\/listing-properties$/);
  await expect(page.getByText(SIGNED_IN)).toBeVisible();
  expect((await storedSession(page))?.user).toMatchObject({
    email_address: googleTestUser(who).email,
    username: expect.stringMatching(/^martinaq\d+$/),
  });
  await expect(page.getByRole('button', { name: 'Menú de Martina' })).toBeVisible();
});

test('the Google buttons are disabled, with the reason, when Google is not configured', async ({ page }) => {
  // The server tells the browser in the #site-config data block; this run's server has Google on.
  // The page is left for the browser to render: the server rendered it with Google on.
  await page.route(
    (url) => url.pathname === '/login' || url.pathname === '/signup',
    async (route) => {
      const response = await route.fetch();
      const body = withoutServerRendering(await response.text()).replace(
        '"googleEnabled":true',
        '"googleEnabled":false',
      );
      await route.fulfill({ response, body });
    },
  );
  for (const [path, label] of [
    ['/login', 'Iniciar sesión con Google'],
    ['/signup', 'Registrarse con Google'],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('button', { name: label });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'El ingreso con Google no está disponible en este momento.',
    );
  }
});

test('a protected page sends a visitor to /login and back after signing in', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'julian');
  await registerThroughApi(page, email, 'tranquera1');
  await page.goto('/configuration?section=password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Iniciá sesión para continuar.')).toBeVisible();
  await signIn(page, email, 'tranquera1');
  await expect(page).toHaveURL(/\/configuration\?section=password$/);
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('login shows the spec outcomes for wrong credentials and an unavailable server', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar sesión - Tranquera');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión en Tranquera' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear una cuenta nueva' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
    'href',
    '/change-password',
  );
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'login');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Debes completar este campo', { exact: true })).toHaveCount(2);
  await signIn(page, uniqueEmail(testInfo, 'desconocido'), 'lo-que-sea');
  await expect(page.getByText('Usuario y/o contraseña inválidos.')).toHaveCount(2);
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, testInfo, 'login-error');

  // Any other answer (here the server is down) goes home with the spec's error.
  await page.route('**/api/users/login', (route) => route.fulfill({ status: 503, body: '' }));
  await signIn(page, 'alguien', 'lo-que-sea');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('No es posible loguearse en este momento. Intenta de nuevo más tarde.'),
  ).toBeVisible();
});

test('sign-up shows the server reason when the e-mail is taken', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'repetida');
  await registerThroughApi(page, email, 'tranquera1');
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Nombre', { exact: true }).fill('Julián');
  await page.getByLabel('Apellido').fill('Sosa');
  await page.getByLabel('Contraseña', { exact: true }).fill('tranquera1');
  await page.getByLabel('Repetir contraseña', { exact: true }).fill('tranquera1');
  await page.getByLabel(/Leí y acepto/).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('La cuenta de email ingresada ya existe en la plataforma.')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
  await expectNoSeriousA11yViolations(page);
});
