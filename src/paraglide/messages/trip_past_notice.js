/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Past_NoticeInputs */

const en_trip_past_notice = /** @type {(inputs: Trip_Past_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dates of this plan have passed, so it shows no events. Choose a new start date for current ones.`)
};

const es_trip_past_notice = /** @type {(inputs: Trip_Past_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las fechas de este plan ya pasaron, así que no muestra eventos. Elige una nueva fecha de inicio para ver los actuales.`)
};

const fr_trip_past_notice = /** @type {(inputs: Trip_Past_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les dates de ce programme sont passées : il n’affiche donc aucun événement. Choisissez une nouvelle date de début pour voir ceux à venir.`)
};

/**
* | output |
* | --- |
* | "The dates of this plan have passed, so it shows no events. Choose a new start date for current ones." |
*
* @param {Trip_Past_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_past_notice = /** @type {((inputs?: Trip_Past_NoticeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Past_NoticeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_past_notice(inputs)
	if (locale === "fr") return fr_trip_past_notice(inputs)
	return en_trip_past_notice(inputs)
});