import { describe, expect, it } from 'vitest';
import { sharedPageVersion } from './shared-page-version.ts';

describe('the page version both threads share', () => {
  it('is unknown until a version is read or raised', () => {
    expect(sharedPageVersion().current()).toBeNull();
  });

  it('takes a version read from the database only while it knows none', () => {
    const version = sharedPageVersion();
    version.read('41');
    expect(version.current()).toBe('41');
    // A read started before a raise the thread has written since must not take it back.
    version.raised('42');
    version.read('41');
    expect(version.current()).toBe('42');
  });

  it('only moves forward, and is the same memory on the other side', () => {
    const version = sharedPageVersion();
    const otherSide = sharedPageVersion(version.buffer);
    otherSide.raised('9007199254740993');
    otherSide.raised('7');
    expect(version.current()).toBe('9007199254740993');
  });
});
