import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins conditional classes', () => {
    const off = (n: number) => n > 1;
    expect(cn('a', off(0) && 'b', null, ['c'], { d: true, e: false })).toBe('a c d');
  });

  it('lets later utilities override earlier ones of the same group', () => {
    expect(cn('px-3 py-2 rounded-md', 'rounded-full px-4')).toBe('py-2 rounded-full px-4');
    expect(cn('size-4 animate-spin', 'size-8 text-saffron-500')).toBe(
      'animate-spin size-8 text-saffron-500',
    );
    expect(cn('bg-zinc-200/80 rounded-md', 'bg-white/10')).toBe('rounded-md bg-white/10');
    expect(cn('text-sm text-zinc-600', 'text-white')).toBe('text-sm text-white');
    expect(cn('text-sm text-zinc-600', 'text-lg')).toBe('text-zinc-600 text-lg');
    expect(cn('size-full object-cover', 'object-contain')).toBe('size-full object-contain');
  });

  it('keeps variants apart', () => {
    expect(cn('bg-white hover:bg-zinc-50', 'hover:bg-zinc-100')).toBe('bg-white hover:bg-zinc-100');
    expect(cn('hidden md:flex', 'block')).toBe('md:flex block');
  });

  it('does not mix unrelated groups', () => {
    expect(cn('inset-0', 'inset-x-0')).toBe('inset-0 inset-x-0');
    expect(cn('min-w-0 w-full', 'max-w-md')).toBe('min-w-0 w-full max-w-md');
    expect(cn('bg-gradient-to-br', 'bg-ink-900')).toBe('bg-gradient-to-br bg-ink-900');
    expect(cn('text-center', 'text-left')).toBe('text-center text-left');
  });
});
