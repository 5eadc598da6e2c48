/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Toast_DoneInputs */

const en_admin_toast_done = /** @type {(inputs: Admin_Toast_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const es_admin_toast_done = /** @type {(inputs: Admin_Toast_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listo`)
};

const fr_admin_toast_done = /** @type {(inputs: Admin_Toast_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est fait`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Admin_Toast_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_toast_done = /** @type {((inputs?: Admin_Toast_DoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Toast_DoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_toast_done(inputs)
	if (locale === "fr") return fr_admin_toast_done(inputs)
	return en_admin_toast_done(inputs)
});