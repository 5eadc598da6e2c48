/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ text: NonNullable<unknown>, shown: NonNullable<unknown> }} Festival_Notice_InvalidInputs */

const en_festival_notice_invalid = /** @type {(inputs: Festival_Notice_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” is not a festival year, so Harlem Week ${i?.shown} is shown.`)
};

const es_festival_notice_invalid = /** @type {(inputs: Festival_Notice_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” no es un año del festival; se muestra Harlem Week ${i?.shown}.`)
};

const fr_festival_notice_invalid = /** @type {(inputs: Festival_Notice_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.text} » n’est pas une année du festival : voici Harlem Week ${i?.shown}.`)
};

/**
* | output |
* | --- |
* | "“{text}” is not a festival year, so Harlem Week {shown} is shown." |
*
* @param {Festival_Notice_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_notice_invalid = /** @type {((inputs: Festival_Notice_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Notice_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_notice_invalid(inputs)
	if (locale === "fr") return fr_festival_notice_invalid(inputs)
	return en_festival_notice_invalid(inputs)
});