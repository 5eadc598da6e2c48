/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Revenue_TitleInputs */

const en_moderation_an_revenue_title = /** @type {(inputs: Moderation_An_Revenue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue`)
};

const es_moderation_an_revenue_title = /** @type {(inputs: Moderation_An_Revenue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingresos`)
};

const fr_moderation_an_revenue_title = /** @type {(inputs: Moderation_An_Revenue_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recettes`)
};

/**
* | output |
* | --- |
* | "Revenue" |
*
* @param {Moderation_An_Revenue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_revenue_title = /** @type {((inputs?: Moderation_An_Revenue_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Revenue_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_revenue_title(inputs)
	if (locale === "fr") return fr_moderation_an_revenue_title(inputs)
	return en_moderation_an_revenue_title(inputs)
});