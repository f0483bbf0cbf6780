import { describe, expect, it } from 'vitest';
import { Clock, Scheduler } from './clock.ts';
import { Engine } from './engine.ts';

describe('clock', () => {
  it('runs at its speed against the wall clock and stands still when paused', () => {
    let wall = 1_000;
    const clock = new Clock({ start: 50_000, speed: 10, wallClock: () => wall });
    wall += 100;
    expect(clock.now()).toBe(51_000);
    clock.pause();
    wall += 100;
    expect(clock.now()).toBe(51_000);
    clock.advance(500);
    expect(clock.now()).toBe(51_500);
    clock.resume();
    clock.setSpeed(5000);
    expect(clock.speed).toBe(1000);
    wall += 1;
    expect(clock.now()).toBe(52_500);
  });
});

describe('scheduler', () => {
  it('runs due tasks in time order, then insertion order', () => {
    const scheduler = new Scheduler();
    const order: string[] = [];
    scheduler.schedule(30, () => order.push('c'));
    scheduler.schedule(10, () => order.push('a'));
    scheduler.schedule(10, () => order.push('b'));
    scheduler.schedule(40, () => order.push('d'));
    scheduler.runDue(30);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(scheduler.peek()).toBe(40);
  });

  it('tells a running task how long nothing else can happen: to the next task or the end of the run', () => {
    const engine = new Engine({ clock: { start: 0, running: false } });
    const quiet: (number | undefined)[] = [];
    const look = () => quiet.push(engine.scheduler.quietUntil());
    engine.after(100, look);
    engine.after(5_000, look);
    engine.after(7_000, () => engine.after(0, look));
    engine.advance(6_000);
    // A request may come in once the advance ends; a task due sooner ends the quiet first.
    expect(quiet).toEqual([5_000, 6_000]);
    expect(engine.scheduler.quietUntil()).toBeUndefined();
    // A running clock moved on: a request runs the due work first, and comes in at its moment.
    engine.clock.advance(2_000);
    engine.beginRequest();
    engine.endRequest();
    expect(quiet).toEqual([5_000, 6_000, 8_000]);
  });
});

describe('engine time', () => {
  it('runs scheduled work at its own moment when time jumps', () => {
    const engine = new Engine({ clock: { start: 0, running: false } });
    const seen: number[] = [];
    engine.after(400, () => seen.push(engine.now()));
    engine.after(1000, () => engine.after(50, () => seen.push(engine.now())));
    engine.advance(86_400_000);
    expect(seen).toEqual([400, 1050]);
    expect(engine.now()).toBe(86_400_000);
    expect(() => engine.setTime(5)).toThrow('backwards');
  });
});
