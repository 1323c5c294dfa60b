import { ABANDONED_SLOT_MS, Slot } from './slot';

// A request's place under the in-flight cap (docs/adr/0033): free once its response is over and
// its handler has answered, whichever comes last; never held for good.
describe('a request slot under the in-flight cap', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is freed once, when an answered response closes', () => {
    const free = jest.fn();
    const slot = new Slot(free);
    slot.answer();
    expect(free).not.toHaveBeenCalled();
    slot.close();
    slot.answer();
    expect(free).toHaveBeenCalledTimes(1);
  });

  it('stays taken after the client left, until the handler answers', () => {
    const free = jest.fn();
    const slot = new Slot(free);
    slot.close();
    jest.advanceTimersByTime(ABANDONED_SLOT_MS - 1);
    expect(free).not.toHaveBeenCalled();
    slot.answer();
    expect(free).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(ABANDONED_SLOT_MS);
    expect(free).toHaveBeenCalledTimes(1);
  });

  it('is freed ABANDONED_SLOT_MS after the client left when the handler never answers', () => {
    const free = jest.fn();
    new Slot(free).close();
    jest.advanceTimersByTime(ABANDONED_SLOT_MS - 1);
    expect(free).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(free).toHaveBeenCalledTimes(1);
  });
});
