/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Already_CancelledInputs */

const en_organiser_msg_already_cancelled = /** @type {(inputs: Organiser_Msg_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event was already cancelled.`)
};

const es_organiser_msg_already_cancelled = /** @type {(inputs: Organiser_Msg_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento ya estaba cancelado.`)
};

const fr_organiser_msg_already_cancelled = /** @type {(inputs: Organiser_Msg_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement était déjà annulé.`)
};

/**
* | output |
* | --- |
* | "This event was already cancelled." |
*
* @param {Organiser_Msg_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_already_cancelled = /** @type {((inputs?: Organiser_Msg_Already_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Already_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_already_cancelled(inputs)
	if (locale === "fr") return fr_organiser_msg_already_cancelled(inputs)
	return en_organiser_msg_already_cancelled(inputs)
});