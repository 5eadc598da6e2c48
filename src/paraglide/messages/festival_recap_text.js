/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, events: NonNullable<unknown>, venues: NonNullable<unknown>, days: NonNullable<unknown>, free: NonNullable<unknown> }} Festival_Recap_TextInputs */

const en_festival_recap_text = /** @type {(inputs: Festival_Recap_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} brought ${i?.events} to ${i?.venues} over ${i?.days}, and ${i?.free} of them were free to attend.`)
};

const es_festival_recap_text = /** @type {(inputs: Festival_Recap_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} llevó ${i?.events} a ${i?.venues} durante ${i?.days}, y ${i?.free} de ellos fueron gratuitos.`)
};

const fr_festival_recap_text = /** @type {(inputs: Festival_Recap_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} a proposé ${i?.events} dans ${i?.venues} sur ${i?.days}, dont ${i?.free} en accès libre.`)
};

/**
* | output |
* | --- |
* | "Harlem Week {year} brought {events} to {venues} over {days}, and {free} of them were free to attend." |
*
* @param {Festival_Recap_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_recap_text = /** @type {((inputs: Festival_Recap_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Recap_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_recap_text(inputs)
	if (locale === "fr") return fr_festival_recap_text(inputs)
	return en_festival_recap_text(inputs)
});