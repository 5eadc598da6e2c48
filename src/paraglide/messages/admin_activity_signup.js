/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Activity_SignupInputs */

const en_admin_activity_signup = /** @type {(inputs: Admin_Activity_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New account`)
};

const es_admin_activity_signup = /** @type {(inputs: Admin_Activity_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta nueva`)
};

const fr_admin_activity_signup = /** @type {(inputs: Admin_Activity_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau compte`)
};

/**
* | output |
* | --- |
* | "New account" |
*
* @param {Admin_Activity_SignupInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_activity_signup = /** @type {((inputs?: Admin_Activity_SignupInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Activity_SignupInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_activity_signup(inputs)
	if (locale === "fr") return fr_admin_activity_signup(inputs)
	return en_admin_activity_signup(inputs)
});