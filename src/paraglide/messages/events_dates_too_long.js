/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Events_Dates_Too_LongInputs */

const en_events_dates_too_long = /** @type {(inputs: Events_Dates_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A search covers at most ${i?.days} days, so ${i?.from} to ${i?.to} is shown.`)
};

const es_events_dates_too_long = /** @type {(inputs: Events_Dates_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una búsqueda abarca como máximo ${i?.days} días, así que se muestra del ${i?.from} al ${i?.to}.`)
};

const fr_events_dates_too_long = /** @type {(inputs: Events_Dates_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une recherche couvre au plus ${i?.days} jours : la période du ${i?.from} au ${i?.to} est affichée.`)
};

/**
* | output |
* | --- |
* | "A search covers at most {days} days, so {from} to {to} is shown." |
*
* @param {Events_Dates_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_dates_too_long = /** @type {((inputs: Events_Dates_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Dates_Too_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_dates_too_long(inputs)
	if (locale === "fr") return fr_events_dates_too_long(inputs)
	return en_events_dates_too_long(inputs)
});