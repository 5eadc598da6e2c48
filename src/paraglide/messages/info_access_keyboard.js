/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_KeyboardInputs */

const en_info_access_keyboard = /** @type {(inputs: Info_Access_KeyboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every page works with a keyboard alone; the focus is always shown with a dark ring that stands out on light and dark backgrounds.`)
};

const es_info_access_keyboard = /** @type {(inputs: Info_Access_KeyboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las páginas se pueden usar solo con el teclado; el foco siempre se muestra con un anillo oscuro que resalta sobre fondos claros y oscuros.`)
};

const fr_info_access_keyboard = /** @type {(inputs: Info_Access_KeyboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque page s’utilise entièrement au clavier ; le focus est toujours signalé par un anneau sombre, bien visible sur fond clair comme sur fond sombre.`)
};

/**
* | output |
* | --- |
* | "Every page works with a keyboard alone; the focus is always shown with a dark ring that stands out on light and dark backgrounds." |
*
* @param {Info_Access_KeyboardInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_keyboard = /** @type {((inputs?: Info_Access_KeyboardInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_KeyboardInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_keyboard(inputs)
	if (locale === "fr") return fr_info_access_keyboard(inputs)
	return en_info_access_keyboard(inputs)
});