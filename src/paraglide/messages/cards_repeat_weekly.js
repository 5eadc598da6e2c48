/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ interval: NonNullable<unknown>, days: NonNullable<unknown> }} Cards_Repeat_WeeklyInputs */

const en_cards_repeat_weekly = /** @type {(inputs: Cards_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {const intervalPlural = registry.plural("en", i?.interval, {});
	if (intervalPlural === "one") return /** @type {LocalizedString} */ (`Every week on ${i?.days}`);
	return /** @type {LocalizedString} */ (`Every ${i?.interval} weeks on ${i?.days}`)
	
};

const es_cards_repeat_weekly = /** @type {(inputs: Cards_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {const intervalPlural = registry.plural("es", i?.interval, {});
	if (intervalPlural === "one") return /** @type {LocalizedString} */ (`Cada semana ${i?.days}`);
	return /** @type {LocalizedString} */ (`Cada ${i?.interval} semanas ${i?.days}`)
	
};

const fr_cards_repeat_weekly = /** @type {(inputs: Cards_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {const intervalPlural = registry.plural("fr", i?.interval, {});
	if (intervalPlural === "one") return /** @type {LocalizedString} */ (`Chaque semaine ${i?.days}`);
	return /** @type {LocalizedString} */ (`Toutes les ${i?.interval} semaines ${i?.days}`)
	
};

/**
* | intervalPlural | output |
* | --- | --- |
* | "one" | "Every week on {days}" |
* | * | "Every {interval} weeks on {days}" |
*
* @param {Cards_Repeat_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_weekly = /** @type {((inputs: Cards_Repeat_WeeklyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_WeeklyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_weekly(inputs)
	if (locale === "fr") return fr_cards_repeat_weekly(inputs)
	return en_cards_repeat_weekly(inputs)
});