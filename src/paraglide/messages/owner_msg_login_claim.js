/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Login_ClaimInputs */

const en_owner_msg_login_claim = /** @type {(inputs: Owner_Msg_Login_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to claim a listing.`)
};

const es_owner_msg_login_claim = /** @type {(inputs: Owner_Msg_Login_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para reclamar una ficha.`)
};

const fr_owner_msg_login_claim = /** @type {(inputs: Owner_Msg_Login_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour revendiquer une fiche.`)
};

/**
* | output |
* | --- |
* | "Please log in to claim a listing." |
*
* @param {Owner_Msg_Login_ClaimInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_login_claim = /** @type {((inputs?: Owner_Msg_Login_ClaimInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Login_ClaimInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_login_claim(inputs)
	if (locale === "fr") return fr_owner_msg_login_claim(inputs)
	return en_owner_msg_login_claim(inputs)
});