/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_Login_TextInputs */

const en_partners_sub_login_text = /** @type {(inputs: Partners_Sub_Login_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to subscribe to premium features.`)
};

const es_partners_sub_login_text = /** @type {(inputs: Partners_Sub_Login_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para suscribirte a las funciones premium.`)
};

const fr_partners_sub_login_text = /** @type {(inputs: Partners_Sub_Login_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour vous abonner aux fonctionnalités premium.`)
};

/**
* | output |
* | --- |
* | "Please log in to subscribe to premium features." |
*
* @param {Partners_Sub_Login_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_login_text = /** @type {((inputs?: Partners_Sub_Login_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_Login_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_login_text(inputs)
	if (locale === "fr") return fr_partners_sub_login_text(inputs)
	return en_partners_sub_login_text(inputs)
});