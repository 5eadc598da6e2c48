/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Msg_Not_FinishedInputs */

const en_tours_msg_not_finished = /** @type {(inputs: Tours_Msg_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach every point of the tour before rating it`)
};

const es_tours_msg_not_finished = /** @type {(inputs: Tours_Msg_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llega a todos los puntos del recorrido antes de calificarlo`)
};

const fr_tours_msg_not_finished = /** @type {(inputs: Tours_Msg_Not_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atteignez toutes les étapes de la visite avant de la noter`)
};

/**
* | output |
* | --- |
* | "Reach every point of the tour before rating it" |
*
* @param {Tours_Msg_Not_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_msg_not_finished = /** @type {((inputs?: Tours_Msg_Not_FinishedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Msg_Not_FinishedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_msg_not_finished(inputs)
	if (locale === "fr") return fr_tours_msg_not_finished(inputs)
	return en_tours_msg_not_finished(inputs)
});