/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, rule: NonNullable<unknown> }} Cards_Repeat_CountInputs */

const en_cards_repeat_count = /** @type {(inputs: Cards_Repeat_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rule} for ${i?.count} time`);
	return /** @type {LocalizedString} */ (`${i?.rule} for ${i?.count} times`)
	
};

const es_cards_repeat_count = /** @type {(inputs: Cards_Repeat_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} vez en total`);
	return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} veces en total`)
	
};

const fr_cards_repeat_count = /** @type {(inputs: Cards_Repeat_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} fois au total`);
	return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} fois au total`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{rule} for {count} time" |
* | * | "{rule} for {count} times" |
*
* @param {Cards_Repeat_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_count = /** @type {((inputs: Cards_Repeat_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_count(inputs)
	if (locale === "fr") return fr_cards_repeat_count(inputs)
	return en_cards_repeat_count(inputs)
});