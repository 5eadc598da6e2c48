/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_Login_TitleInputs */

const en_partners_sub_login_title = /** @type {(inputs: Partners_Sub_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Required`)
};

const es_partners_sub_login_title = /** @type {(inputs: Partners_Sub_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión obligatorio`)
};

const fr_partners_sub_login_title = /** @type {(inputs: Partners_Sub_Login_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

/**
* | output |
* | --- |
* | "Login Required" |
*
* @param {Partners_Sub_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_login_title = /** @type {((inputs?: Partners_Sub_Login_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_Login_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_login_title(inputs)
	if (locale === "fr") return fr_partners_sub_login_title(inputs)
	return en_partners_sub_login_title(inputs)
});