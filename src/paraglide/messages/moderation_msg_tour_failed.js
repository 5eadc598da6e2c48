/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Msg_Tour_FailedInputs */

const en_moderation_msg_tour_failed = /** @type {(inputs: Moderation_Msg_Tour_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tour could not be saved. Please try again.`)
};

const es_moderation_msg_tour_failed = /** @type {(inputs: Moderation_Msg_Tour_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el recorrido. Inténtalo de nuevo.`)
};

const fr_moderation_msg_tour_failed = /** @type {(inputs: Moderation_Msg_Tour_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La visite n’a pas pu être enregistrée. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "The tour could not be saved. Please try again." |
*
* @param {Moderation_Msg_Tour_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_msg_tour_failed = /** @type {((inputs?: Moderation_Msg_Tour_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Msg_Tour_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_msg_tour_failed(inputs)
	if (locale === "fr") return fr_moderation_msg_tour_failed(inputs)
	return en_moderation_msg_tour_failed(inputs)
});