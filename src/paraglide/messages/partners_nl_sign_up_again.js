/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Sign_Up_AgainInputs */

const en_partners_nl_sign_up_again = /** @type {(inputs: Partners_Nl_Sign_Up_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up Again`)
};

const es_partners_nl_sign_up_again = /** @type {(inputs: Partners_Nl_Sign_Up_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirme de nuevo`)
};

const fr_partners_nl_sign_up_again = /** @type {(inputs: Partners_Nl_Sign_Up_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me réinscrire`)
};

/**
* | output |
* | --- |
* | "Sign Up Again" |
*
* @param {Partners_Nl_Sign_Up_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_sign_up_again = /** @type {((inputs?: Partners_Nl_Sign_Up_AgainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Sign_Up_AgainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_sign_up_again(inputs)
	if (locale === "fr") return fr_partners_nl_sign_up_again(inputs)
	return en_partners_nl_sign_up_again(inputs)
});