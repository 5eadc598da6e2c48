/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Reason_Tour_FinishedInputs */

const en_loyalty_reason_tour_finished = /** @type {(inputs: Loyalty_Reason_Tour_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished a walking tour`)
};

const es_loyalty_reason_tour_finished = /** @type {(inputs: Loyalty_Reason_Tour_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorrido a pie terminado`)
};

const fr_loyalty_reason_tour_finished = /** @type {(inputs: Loyalty_Reason_Tour_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visite à pied terminée`)
};

/**
* | output |
* | --- |
* | "Finished a walking tour" |
*
* @param {Loyalty_Reason_Tour_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_reason_tour_finished = /** @type {((inputs?: Loyalty_Reason_Tour_FinishedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Reason_Tour_FinishedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_reason_tour_finished(inputs)
	if (locale === "fr") return fr_loyalty_reason_tour_finished(inputs)
	return en_loyalty_reason_tour_finished(inputs)
});