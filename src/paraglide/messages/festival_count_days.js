/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Festival_Count_DaysInputs */

const en_festival_count_days = /** @type {(inputs: Festival_Count_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} festival day`);
	return /** @type {LocalizedString} */ (`${i?.count} festival days`)
	
};

const es_festival_count_days = /** @type {(inputs: Festival_Count_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} día de festival`);
	return /** @type {LocalizedString} */ (`${i?.count} días de festival`)
	
};

const fr_festival_count_days = /** @type {(inputs: Festival_Count_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} jour de festival`);
	return /** @type {LocalizedString} */ (`${i?.count} jours de festival`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} festival day" |
* | * | "{count} festival days" |
*
* @param {Festival_Count_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_count_days = /** @type {((inputs: Festival_Count_DaysInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Count_DaysInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_count_days(inputs)
	if (locale === "fr") return fr_festival_count_days(inputs)
	return en_festival_count_days(inputs)
});