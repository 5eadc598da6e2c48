/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Main_MobileInputs */

const en_nav_main_mobile = /** @type {(inputs: Nav_Main_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main (mobile)`)
};

const es_nav_main_mobile = /** @type {(inputs: Nav_Main_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal (móvil)`)
};

const fr_nav_main_mobile = /** @type {(inputs: Nav_Main_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal (mobile)`)
};

/**
* | output |
* | --- |
* | "Main (mobile)" |
*
* @param {Nav_Main_MobileInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_main_mobile = /** @type {((inputs?: Nav_Main_MobileInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Main_MobileInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_main_mobile(inputs)
	if (locale === "fr") return fr_nav_main_mobile(inputs)
	return en_nav_main_mobile(inputs)
});