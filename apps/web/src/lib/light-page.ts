import { createContext, useContext } from 'react';

/**
 * True while the server renders a page that will not hydrate (docs/decisions/042): the sign-in
 * screens then write the parts an island shows later (a dialog's content, the guardian's field,
 * the next state of a form) into the HTML as `<template>`s (out of the page until shown), since
 * no React will render them in the browser.
 */
export const LightPageContext = createContext(false);

export const useLightPage = () => useContext(LightPageContext);
