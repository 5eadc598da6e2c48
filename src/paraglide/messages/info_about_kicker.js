/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_KickerInputs */

const en_info_about_kicker = /** @type {(inputs: Info_About_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

const es_info_about_kicker = /** @type {(inputs: Info_About_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

const fr_info_about_kicker = /** @type {(inputs: Info_About_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui sommes-nous`)
};

/**
* | output |
* | --- |
* | "About us" |
*
* @param {Info_About_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_kicker = /** @type {((inputs?: Info_About_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_kicker(inputs)
	if (locale === "fr") return fr_info_about_kicker(inputs)
	return en_info_about_kicker(inputs)
});