/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Range_ShowInputs */

const en_events_range_show = /** @type {(inputs: Events_Range_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show dates`)
};

const es_events_range_show = /** @type {(inputs: Events_Range_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver fechas`)
};

const fr_events_range_show = /** @type {(inputs: Events_Range_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher ces dates`)
};

/**
* | output |
* | --- |
* | "Show dates" |
*
* @param {Events_Range_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_range_show = /** @type {((inputs?: Events_Range_ShowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Range_ShowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_range_show(inputs)
	if (locale === "fr") return fr_events_range_show(inputs)
	return en_events_range_show(inputs)
});