/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Runs_AnotherInputs */

const en_admin_msg_runs_another = /** @type {(inputs: Admin_Msg_Runs_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This account already runs another business: unlink it first, or refuse this claim.`)
};

const es_admin_msg_runs_another = /** @type {(inputs: Admin_Msg_Runs_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta cuenta ya gestiona otro negocio: desvincúlala primero o rechaza esta reclamación.`)
};

const fr_admin_msg_runs_another = /** @type {(inputs: Admin_Msg_Runs_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce compte gère déjà un autre commerce : dissociez-le d’abord, ou refusez cette revendication.`)
};

/**
* | output |
* | --- |
* | "This account already runs another business: unlink it first, or refuse this claim." |
*
* @param {Admin_Msg_Runs_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_runs_another = /** @type {((inputs?: Admin_Msg_Runs_AnotherInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Runs_AnotherInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_runs_another(inputs)
	if (locale === "fr") return fr_admin_msg_runs_another(inputs)
	return en_admin_msg_runs_another(inputs)
});