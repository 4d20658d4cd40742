import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../shared/stored-session';
import { showForStoredSession } from './audience';
import { applyBehaviours } from './behaviours';
import { openDialog } from './dialog';

/** A page's markup as the server sends it, its behaviours wired as the light page's script does. */
function page(html: string) {
  document.body.innerHTML = html;
  return applyBehaviours(document);
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

const byId = (id: string) => document.getElementById(id)!;

describe("the light pages' behaviours", () => {
  it('the menu button opens its dialog, says so, and a chosen link or the close button closes it', () => {
    const undo = page(`
      <button id="menu" aria-controls="nav" aria-expanded="false" aria-label="Open menu"
        data-behaviour="menu" data-open-label="Open menu" data-close-label="Close menu"></button>
      <dialog id="drawer" data-behaviour="dialog"><button id="x" data-dialog-close></button>
        <nav id="nav"><a id="home" href="#home">Home</a></nav></dialog>`);
    const button = byId('menu');
    const dialog = byId('drawer') as HTMLDialogElement;
    fireEvent.click(button);
    expect(dialog.open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    fireEvent.click(byId('home'));
    expect(dialog.open).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    fireEvent.click(button);
    fireEvent.click(byId('x'));
    expect(dialog.open).toBe(false);
    undo();
    fireEvent.click(button);
    expect(dialog.open).toBe(false);
  });

  it('a group of the menu shows and hides its list', () => {
    page(`<button id="g" aria-expanded="false" aria-controls="list" data-behaviour="disclosure">
      <svg data-open-mark></svg></button><ul id="list" hidden></ul>`);
    fireEvent.click(byId('g'));
    expect(byId('list').hidden).toBe(false);
    expect(byId('g').getAttribute('aria-expanded')).toBe('true');
    expect(byId('g').querySelector('svg')!.hasAttribute('data-open')).toBe(true);
    fireEvent.click(byId('g'));
    expect(byId('list').hidden).toBe(true);
  });

  it('tabs: a press or the arrow keys select a tab and show its panel; right to left the arrows turn', () => {
    page(`<div role="tablist" data-behaviour="tabs">
      <button role="tab" id="t1" aria-controls="p1" aria-selected="true" tabindex="0"></button>
      <button role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1"></button>
      <button role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1"></button></div>
      <div id="p1"></div><div id="p2" hidden></div><div id="p3" hidden></div>`);
    fireEvent.keyDown(byId('t1'), { key: 'ArrowRight' });
    expect(byId('t2').getAttribute('aria-selected')).toBe('true');
    expect(byId('t2').tabIndex).toBe(0);
    expect(byId('t1').tabIndex).toBe(-1);
    expect([byId('p1').hidden, byId('p2').hidden]).toEqual([true, false]);
    fireEvent.keyDown(byId('t2'), { key: 'End' });
    expect(byId('p3').hidden).toBe(false);
    fireEvent.keyDown(byId('t3'), { key: 'ArrowRight' });
    expect(byId('p1').hidden).toBe(false);
    fireEvent.click(byId('t3'));
    expect(byId('p3').hidden).toBe(false);
    document.documentElement.dir = 'rtl';
    byId('t3').closest<HTMLElement>('[role=tablist]')!.style.direction = 'rtl';
    fireEvent.keyDown(byId('t3'), { key: 'ArrowLeft' });
    expect(byId('p1').hidden).toBe(false);
    document.documentElement.dir = '';
  });

  it('an accordion opens one list at a time', () => {
    page(`<div data-behaviour="accordion">
      <button id="a" aria-expanded="true" aria-controls="pa"></button><div id="pa"></div>
      <button id="b" aria-expanded="false" aria-controls="pb"></button><div id="pb" hidden></div></div>`);
    fireEvent.click(byId('b'));
    expect([byId('pa').hidden, byId('pb').hidden]).toEqual([true, false]);
    fireEvent.click(byId('b'));
    expect([byId('pa').hidden, byId('pb').hidden]).toEqual([true, true]);
  });

  it('a choice shows the answer of the option chosen', () => {
    page(`<select id="s" data-behaviour="choice"><option value="a">A</option><option value="b">B</option></select>
      <p id="ra" data-choice-of="s" data-choice="a"></p><p id="rb" data-choice-of="s" data-choice="b" hidden></p>`);
    fireEvent.change(byId('s'), { target: { value: 'b' } });
    expect([byId('ra').hidden, byId('rb').hidden]).toEqual([true, false]);
  });

  it('focus goes to the fallback when what opened the dialog is out of sight', () => {
    page(`<button id="opener">open</button><button id="fallback">menu</button>
      <dialog id="d" data-behaviour="dialog"><button data-dialog-close id="c"></button></dialog>`);
    byId('opener').focus();
    const dialog = byId('d') as HTMLDialogElement;
    // jsdom lays nothing out: the opener has no box, as an item of a closed menu has none.
    openDialog(dialog, () => byId('fallback'));
    expect(dialog.open).toBe(true);
    fireEvent.click(byId('c'));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(byId('fallback'));
  });

  it('the menu shows the items of the session stored in her browser', () => {
    document.body.innerHTML = `<li id="login" data-audience="guest"></li><li id="mine" data-audience="member" hidden></li>
      <li id="admin" data-audience="Admin Receptionist" hidden></li><li id="plates" data-audience="UserPlateAdmin" hidden></li>`;
    showForStoredSession(document);
    expect(['login', 'mine', 'admin', 'plates'].map((id) => byId(id).hidden)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ refreshToken: 'r', roles: ['Receptionist'], username: '13105550100', userId: '1' }),
    );
    showForStoredSession(document);
    expect(['login', 'mine', 'admin', 'plates'].map((id) => byId(id).hidden)).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});
