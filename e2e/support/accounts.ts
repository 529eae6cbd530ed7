import type { Page, TestInfo } from '@playwright/test';

/** A fresh address per project, worker and run, so runs and parallel projects never collide. */
export function uniqueEmail(testInfo: TestInfo, name: string): string {
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.retry}`;
  return `${name}.${testInfo.project.name}.${stamp}@example.com`;
}

export interface StoredSession {
  token: string;
  user: { _id: string; username: string; email_address: string; profile_image: string | null };
}

/** The session the app keeps in session storage under 'auth' (spec §3), or null. */
export function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('auth');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });
}

/** A real JPEG drawn by the browser: a field at dusk, for uploads. */
export async function drawTestJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 300);
    sky.addColorStop(0, '#3d6b8f');
    sky.addColorStop(1, '#f2c98a');
    context.fillStyle = sky;
    context.fillRect(0, 0, 480, 300);
    context.fillStyle = '#4a7d45';
    context.fillRect(0, 300, 480, 180);
    context.fillStyle = '#f7e3a1';
    context.beginPath();
    context.arc(320, 260, 48, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
