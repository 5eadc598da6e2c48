/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_EveryoneInputs */

const en_admin_everyone = /** @type {(inputs: Admin_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone`)
};

const es_admin_everyone = /** @type {(inputs: Admin_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

const fr_admin_everyone = /** @type {(inputs: Admin_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde`)
};

/**
* | output |
* | --- |
* | "Everyone" |
*
* @param {Admin_EveryoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_everyone = /** @type {((inputs?: Admin_EveryoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_EveryoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_everyone(inputs)
	if (locale === "fr") return fr_admin_everyone(inputs)
	return en_admin_everyone(inputs)
});