/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ActivateInputs */

const en_admin_activate = /** @type {(inputs: Admin_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activate`)
};

const es_admin_activate = /** @type {(inputs: Admin_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

const fr_admin_activate = /** @type {(inputs: Admin_ActivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

/**
* | output |
* | --- |
* | "Activate" |
*
* @param {Admin_ActivateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activate = /** @type {((inputs?: Admin_ActivateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ActivateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activate(inputs)
	if (locale === "fr") return fr_admin_activate(inputs)
	return en_admin_activate(inputs)
});