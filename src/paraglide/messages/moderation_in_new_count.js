/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_In_New_CountInputs */

const en_moderation_in_new_count = /** @type {(inputs: Moderation_In_New_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} new`);
	return /** @type {LocalizedString} */ (`${i?.count} new`)
	
};

const es_moderation_in_new_count = /** @type {(inputs: Moderation_In_New_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nuevo`);
	return /** @type {LocalizedString} */ (`${i?.count} nuevos`)
	
};

const fr_moderation_in_new_count = /** @type {(inputs: Moderation_In_New_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nouveau`);
	return /** @type {LocalizedString} */ (`${i?.count} nouveaux`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new" |
* | * | "{count} new" |
*
* @param {Moderation_In_New_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_in_new_count = /** @type {((inputs: Moderation_In_New_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_In_New_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_in_new_count(inputs)
	if (locale === "fr") return fr_moderation_in_new_count(inputs)
	return en_moderation_in_new_count(inputs)
});