/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Festival_Figure_DaysInputs */

const en_festival_figure_days = /** @type {(inputs: Festival_Figure_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`festival day`);
	return /** @type {LocalizedString} */ (`festival days`)
	
};

const es_festival_figure_days = /** @type {(inputs: Festival_Figure_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`día de festival`);
	return /** @type {LocalizedString} */ (`días de festival`)
	
};

const fr_festival_figure_days = /** @type {(inputs: Festival_Figure_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`jour de festival`);
	return /** @type {LocalizedString} */ (`jours de festival`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "festival day" |
* | * | "festival days" |
*
* @param {Festival_Figure_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_figure_days = /** @type {((inputs: Festival_Figure_DaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Figure_DaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_figure_days(inputs)
	if (locale === "fr") return fr_festival_figure_days(inputs)
	return en_festival_figure_days(inputs)
});