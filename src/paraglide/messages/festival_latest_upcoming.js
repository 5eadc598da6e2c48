/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Festival_Latest_UpcomingInputs */

const en_festival_latest_upcoming = /** @type {(inputs: Festival_Latest_UpcomingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the coming festival, Harlem Week ${i?.year}`)
};

const es_festival_latest_upcoming = /** @type {(inputs: Festival_Latest_UpcomingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver el próximo festival, Harlem Week ${i?.year}`)
};

const fr_festival_latest_upcoming = /** @type {(inputs: Festival_Latest_UpcomingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir le prochain festival, Harlem Week ${i?.year}`)
};

/**
* | output |
* | --- |
* | "See the coming festival, Harlem Week {year}" |
*
* @param {Festival_Latest_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_latest_upcoming = /** @type {((inputs: Festival_Latest_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Latest_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_latest_upcoming(inputs)
	if (locale === "fr") return fr_festival_latest_upcoming(inputs)
	return en_festival_latest_upcoming(inputs)
});