/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Pending_AlreadyInputs */

const en_owner_msg_pending_already = /** @type {(inputs: Owner_Msg_Pending_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have a claim waiting for review. Withdraw it first to claim another listing.`)
};

const es_owner_msg_pending_already = /** @type {(inputs: Owner_Msg_Pending_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes una solicitud pendiente de revisión. Retírala primero para reclamar otra ficha.`)
};

const fr_owner_msg_pending_already = /** @type {(inputs: Owner_Msg_Pending_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà une demande en attente de vérification. Retirez-la d’abord pour revendiquer une autre fiche.`)
};

/**
* | output |
* | --- |
* | "You already have a claim waiting for review. Withdraw it first to claim another listing." |
*
* @param {Owner_Msg_Pending_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_pending_already = /** @type {((inputs?: Owner_Msg_Pending_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Pending_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_pending_already(inputs)
	if (locale === "fr") return fr_owner_msg_pending_already(inputs)
	return en_owner_msg_pending_already(inputs)
});