/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Festival_Recap_HeadingInputs */

const en_festival_recap_heading = /** @type {(inputs: Festival_Recap_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} in Review`)
};

const es_festival_recap_heading = /** @type {(inputs: Festival_Recap_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} en resumen`)
};

const fr_festival_recap_heading = /** @type {(inputs: Festival_Recap_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Harlem Week ${i?.year} en bref`)
};

/**
* | output |
* | --- |
* | "Harlem Week {year} in Review" |
*
* @param {Festival_Recap_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_recap_heading = /** @type {((inputs: Festival_Recap_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Recap_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_recap_heading(inputs)
	if (locale === "fr") return fr_festival_recap_heading(inputs)
	return en_festival_recap_heading(inputs)
});