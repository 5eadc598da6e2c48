/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_Sign_UpInputs */

const en_partners_nl_unsub_sign_up = /** @type {(inputs: Partners_Nl_Unsub_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sign up again`)
};

const es_partners_nl_unsub_sign_up = /** @type {(inputs: Partners_Nl_Unsub_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`volver a suscribirte`)
};

const fr_partners_nl_unsub_sign_up = /** @type {(inputs: Partners_Nl_Unsub_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous réinscrire`)
};

/**
* | output |
* | --- |
* | "sign up again" |
*
* @param {Partners_Nl_Unsub_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_sign_up = /** @type {((inputs?: Partners_Nl_Unsub_Sign_UpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_Sign_UpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_sign_up(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_sign_up(inputs)
	return en_partners_nl_unsub_sign_up(inputs)
});