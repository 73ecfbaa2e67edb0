import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { createMember, signIn } from './social.ts';

const SCREENS = '.tmp/screens';

/** The ticks of the newest message I sent on this page. */
function lastTick(page: Page) {
  return page
    .locator('[data-testid="message"][data-mine="true"]')
    .last()
    .getByTestId('message-status');
}

/**
 * Resolves once the page's socket has had its `ready` frame: from then on, a message to this
 * member reaches the device live. Call before the navigation that opens the socket.
 */
function socketReady(page: Page) {
  return page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) =>
        String(frame.payload).includes('"type":"ready"'),
      ),
    );
}

/** The Messages badge of the header row (desktop) — not the activity bell's. */
function headerBadge(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .getByTestId('unread-badge');
}

test.describe('messaging in real time', () => {
  test('A starts a chat with B: B gets it live, ticks go sent → delivered → read, the badge counts and clears', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    const ana = await createMember('Ana', 'Sender');
    const ben = await createMember('Ben', 'Receiver');
    await signIn(context, ana);
    await page.setViewportSize({ width: 1280, height: 860 });

    // Ana, on the newer screen, finds Ben in the dialog and starts the chat.
    await page.goto('/messages-simple');
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await page.getByRole('button', { name: 'Start Your First Chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start New Chat' });
    await dialog.getByRole('searchbox', { name: 'Search travellers' }).fill('receiver');
    await dialog.getByText('Ben Receiver').click();
    await dialog.getByRole('button', { name: 'Start Chat' }).click();
    await expect(page).toHaveURL(/conversation=/);
    await expect(page.getByText('No messages yet. Start the conversation!')).toBeVisible();

    // Ben is not online yet: the first message stays at one tick (sent).
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Hi Ben! Are you still in Lisbon?');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(lastTick(page)).toHaveAttribute('data-status', 'sent');

    // Ben opens the home page in his own browser: the badge has the one message (initial fetch).
    const benContext = await browser.newContext();
    await signIn(benContext, ben);
    const benPage = await benContext.newPage();
    await benPage.setViewportSize({ width: 1280, height: 860 });
    const benOnline = socketReady(benPage);
    await benPage.goto('/');
    await expect(headerBadge(benPage)).toHaveText('1');
    await benOnline;

    // The second message reaches Ben's open socket: delivered on Ana's screen, 2 on Ben's badge.
    await box.fill('I land on Friday 🛬');
    await box.press('Enter');
    await expect(lastTick(page)).toHaveAttribute('data-status', 'delivered');
    await expect(headerBadge(benPage)).toHaveText('2');

    // Ben opens /messages: the conversation is there with its unread count and preview.
    await benPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Messages/ })
      .click();
    const row = benPage.getByTestId('conversation').filter({ hasText: 'Ana Sender' });
    await expect(row).toContainText('I land on Friday');
    await expect(row.getByTestId('conversation-unread')).toContainText('2');
    await row.click();
    await expect(benPage.getByRole('heading', { name: 'Ana Sender' })).toBeVisible();
    await expect(benPage.getByText('Hi Ben! Are you still in Lisbon?')).toBeVisible();

    // Opening the thread reads it: both ticks turn to read, Ben's badge clears.
    await expect(lastTick(page)).toHaveAttribute('data-status', 'read');
    await expect(
      page.locator('[data-testid="message"][data-mine="true"] [data-status="read"]'),
    ).toHaveCount(2);
    await expect(headerBadge(benPage)).toHaveCount(0);
    // Ticks are only on the sender's screen.
    await expect(benPage.getByTestId('thread').getByTestId('message-status')).toHaveCount(0);

    // While the thread is open, Ana's next message appears for Ben without a reload, read at once.
    await box.fill('Coffee at Time Out Market?');
    await box.press('Enter');
    await expect(
      benPage.getByTestId('thread').getByText('Coffee at Time Out Market?'),
    ).toBeVisible();
    await expect(lastTick(page)).toHaveAttribute('data-status', 'read');

    // Ben answers from the classic screen; Ana's thread shows it live.
    const benBox = benPage.getByRole('textbox', { name: 'Message' });
    await benBox.fill('Yes! See you at noon ☕');
    await benBox.press('Enter');
    await expect(page.getByTestId('thread').getByText('Yes! See you at noon ☕')).toBeVisible();
    await expect(lastTick(benPage)).toHaveAttribute('data-status', 'read');

    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/messages-simple-1280.png` });
    await benPage.screenshot({ path: `${SCREENS}/messages-1280.png` });
    await expectNoSeriousA11yViolations(page, '/messages-simple with a thread');
    await expectNoSeriousA11yViolations(benPage, '/messages with a thread');

    // Phones: the chat is full screen with a back button, a menu and the bottom bar.
    await benPage.setViewportSize({ width: 390, height: 844 });
    await expect(benPage.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await expect(benPage.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await benPage.screenshot({ path: `${SCREENS}/messages-thread-390.png` });
    await expectNoSeriousA11yViolations(benPage, '/messages thread at 390 px');
    await benPage.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(benPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await benPage.getByRole('button', { name: 'Messages menu' }).click();
    const menu = benPage.getByRole('menu');
    for (const name of [
      'Recommendations',
      'Marketplace',
      'Live Studio',
      'Profile',
      'Settings',
      'Go Premium',
      'Sign Out',
    ]) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: /Push Notification/ })).toBeVisible();
    await benPage.screenshot({ path: `${SCREENS}/messages-menu-390.png` });
    await benPage.keyboard.press('Escape');
    await benPage.screenshot({ path: `${SCREENS}/messages-list-390.png` });
    await expectNoSeriousA11yViolations(benPage, '/messages list at 390 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENS}/messages-simple-thread-390.png` });
    await benContext.close();
  });

  test('with the socket cut, messages still arrive by polling; then it reconnects', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    const ana = await createMember('Ana', 'Poller');
    const ben = await createMember('Ben', 'Offline');
    await signIn(context, ben);

    // Ben's sockets go through a switch: while cut, the connection drops and retries are refused.
    let cut = false;
    const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (cut) {
        void ws.close({ code: 1006 });
        return;
      }
      open.push({ page: ws, server: ws.connectToServer() });
    });

    // Ana starts the conversation through the API.
    const anaContext = await browser.newContext();
    await signIn(anaContext, ana);
    const started = await anaContext.request.post('/api/conversations', {
      data: { participantId: ben.id },
    });
    expect(started.status(), await started.text()).toBe(200);
    const { id } = (await started.json()) as { id: string };
    const say = async (content: string) => {
      const sent = await anaContext.request.post(`/api/conversations/${id}/messages`, {
        data: { content },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    };

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`/messages-simple?conversation=${id}`);
    const status = page.getByTestId('connection-status');
    await expect(status).toHaveText('Connected');
    await say('Live over the socket');
    await expect(page.getByTestId('thread').getByText('Live over the socket')).toBeVisible();

    // Cut the connection.
    cut = true;
    for (const { page: pageSide, server } of open.splice(0)) {
      await server.close().catch(() => undefined);
      await pageSide.close({ code: 1006 }).catch(() => undefined);
    }
    await expect(status).toHaveAttribute('data-status', /reconnecting|offline/);

    // The open thread is read over HTTP every 2 s: the message still arrives.
    await say('Delivered by polling');
    await expect(page.getByTestId('thread').getByText('Delivered by polling')).toBeVisible({
      timeout: 6_000,
    });
    await expect(status).toHaveAttribute('data-status', /reconnecting|offline/);

    // Restore the network: a retry (1 s doubling) connects again, or Retry does after five.
    cut = false;
    await expect(async () => {
      if ((await status.getAttribute('data-status')) === 'offline') {
        await page.getByRole('button', { name: 'Retry' }).click();
      }
      await expect(status).toHaveText('Connected', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await say('Live again');
    await expect(page.getByTestId('thread').getByText('Live again')).toBeVisible();
    await anaContext.close();
  });
});
