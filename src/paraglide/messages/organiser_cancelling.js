/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_CancellingInputs */

const en_organiser_cancelling = /** @type {(inputs: Organiser_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling…`)
};

const es_organiser_cancelling = /** @type {(inputs: Organiser_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelando…`)
};

const fr_organiser_cancelling = /** @type {(inputs: Organiser_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation…`)
};

/**
* | output |
* | --- |
* | "Cancelling…" |
*
* @param {Organiser_CancellingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_cancelling = /** @type {((inputs?: Organiser_CancellingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_CancellingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_cancelling(inputs)
	if (locale === "fr") return fr_organiser_cancelling(inputs)
	return en_organiser_cancelling(inputs)
});