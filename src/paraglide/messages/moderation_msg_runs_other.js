/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Runs_OtherInputs */

const en_moderation_msg_runs_other = /** @type {(inputs: Moderation_Msg_Runs_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account already runs another business: unlink it first, or refuse this claim.`)
};

const es_moderation_msg_runs_other = /** @type {(inputs: Moderation_Msg_Runs_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta ya gestiona otro negocio: desvincúlala primero o rechaza esta solicitud.`)
};

const fr_moderation_msg_runs_other = /** @type {(inputs: Moderation_Msg_Runs_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte gère déjà un autre commerce : dissociez-le d’abord, ou refusez cette demande.`)
};

/**
* | output |
* | --- |
* | "This account already runs another business: unlink it first, or refuse this claim." |
*
* @param {Moderation_Msg_Runs_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_runs_other = /** @type {((inputs?: Moderation_Msg_Runs_OtherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Runs_OtherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_runs_other(inputs)
	if (locale === "fr") return fr_moderation_msg_runs_other(inputs)
	return en_moderation_msg_runs_other(inputs)
});