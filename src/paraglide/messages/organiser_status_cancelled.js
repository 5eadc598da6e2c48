/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Status_CancelledInputs */

const en_organiser_status_cancelled = /** @type {(inputs: Organiser_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const es_organiser_status_cancelled = /** @type {(inputs: Organiser_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelada`)
};

const fr_organiser_status_cancelled = /** @type {(inputs: Organiser_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Organiser_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_status_cancelled = /** @type {((inputs?: Organiser_Status_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Status_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_status_cancelled(inputs)
	if (locale === "fr") return fr_organiser_status_cancelled(inputs)
	return en_organiser_status_cancelled(inputs)
});