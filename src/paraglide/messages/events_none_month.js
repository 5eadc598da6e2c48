/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_MonthInputs */

const en_events_none_month = /** @type {(inputs: Events_None_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Events This Month`)
};

const es_events_none_month = /** @type {(inputs: Events_None_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay eventos este mes`)
};

const fr_events_none_month = /** @type {(inputs: Events_None_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement ce mois-ci`)
};

/**
* | output |
* | --- |
* | "No Events This Month" |
*
* @param {Events_None_MonthInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_month = /** @type {((inputs?: Events_None_MonthInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_MonthInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_month(inputs)
	if (locale === "fr") return fr_events_none_month(inputs)
	return en_events_none_month(inputs)
});