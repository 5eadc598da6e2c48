/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Moderation_An_As_TableInputs */

const en_moderation_an_as_table = /** @type {(inputs: Moderation_An_As_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} as a table`)
};

const es_moderation_an_as_table = /** @type {(inputs: Moderation_An_As_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} en una tabla`)
};

const fr_moderation_an_as_table = /** @type {(inputs: Moderation_An_As_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} sous forme de tableau`)
};

/**
* | output |
* | --- |
* | "{title} as a table" |
*
* @param {Moderation_An_As_TableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_as_table = /** @type {((inputs: Moderation_An_As_TableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_As_TableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_as_table(inputs)
	if (locale === "fr") return fr_moderation_an_as_table(inputs)
	return en_moderation_an_as_table(inputs)
});