/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_FiguresInputs */

const en_admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Figures`)
};

const es_admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cifras`)
};

const fr_admin_figures = /** @type {(inputs: Admin_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiffres`)
};

/**
* | output |
* | --- |
* | "Figures" |
*
* @param {Admin_FiguresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_figures = /** @type {((inputs?: Admin_FiguresInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_FiguresInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_figures(inputs)
	if (locale === "fr") return fr_admin_figures(inputs)
	return en_admin_figures(inputs)
});