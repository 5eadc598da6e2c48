/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Other_OwnerInputs */

const en_moderation_msg_other_owner = /** @type {(inputs: Moderation_Msg_Other_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another account owns this listing now: unlink it first, or refuse this claim.`)
};

const es_moderation_msg_other_owner = /** @type {(inputs: Moderation_Msg_Other_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otra cuenta gestiona ahora esta ficha: desvincúlala primero o rechaza esta solicitud.`)
};

const fr_moderation_msg_other_owner = /** @type {(inputs: Moderation_Msg_Other_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un autre compte gère désormais cette fiche : dissociez-le d’abord, ou refusez cette demande.`)
};

/**
* | output |
* | --- |
* | "Another account owns this listing now: unlink it first, or refuse this claim." |
*
* @param {Moderation_Msg_Other_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_other_owner = /** @type {((inputs?: Moderation_Msg_Other_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Other_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_other_owner(inputs)
	if (locale === "fr") return fr_moderation_msg_other_owner(inputs)
	return en_moderation_msg_other_owner(inputs)
});