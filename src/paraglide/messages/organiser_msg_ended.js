/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_EndedInputs */

const en_organiser_msg_ended = /** @type {(inputs: Organiser_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has already taken place and can no longer be changed.`)
};

const es_organiser_msg_ended = /** @type {(inputs: Organiser_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya se realizó y no se puede modificar.`)
};

const fr_organiser_msg_ended = /** @type {(inputs: Organiser_Msg_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement a déjà eu lieu et ne peut plus être modifié.`)
};

/**
* | output |
* | --- |
* | "This event has already taken place and can no longer be changed." |
*
* @param {Organiser_Msg_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_ended = /** @type {((inputs?: Organiser_Msg_EndedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_EndedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_ended(inputs)
	if (locale === "fr") return fr_organiser_msg_ended(inputs)
	return en_organiser_msg_ended(inputs)
});