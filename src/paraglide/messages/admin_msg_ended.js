/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_EndedInputs */

const en_admin_msg_ended = /** @type {(inputs: Admin_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has already taken place and can no longer be changed.`)
};

const es_admin_msg_ended = /** @type {(inputs: Admin_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya se realizó y no se puede modificar.`)
};

const fr_admin_msg_ended = /** @type {(inputs: Admin_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement a déjà eu lieu et ne peut plus être modifié.`)
};

/**
* | output |
* | --- |
* | "This event has already taken place and can no longer be changed." |
*
* @param {Admin_Msg_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_ended = /** @type {((inputs?: Admin_Msg_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_ended(inputs)
	if (locale === "fr") return fr_admin_msg_ended(inputs)
	return en_admin_msg_ended(inputs)
});