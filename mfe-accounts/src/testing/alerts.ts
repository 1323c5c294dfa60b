/** Replaces window.alert (jsdom has none) with a mock that records each message. */
export function captureAlerts(): jest.SpyInstance<void, [message?: unknown]> {
  return jest.spyOn(window, 'alert').mockImplementation(() => {});
}
