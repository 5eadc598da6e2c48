/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_ConfirmingInputs */

const en_events_confirming = /** @type {(inputs: Events_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

const es_events_confirming = /** @type {(inputs: Events_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando...`)
};

const fr_events_confirming = /** @type {(inputs: Events_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation...`)
};

/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Events_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_confirming = /** @type {((inputs?: Events_ConfirmingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_ConfirmingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_confirming(inputs)
	if (locale === "fr") return fr_events_confirming(inputs)
	return en_events_confirming(inputs)
});