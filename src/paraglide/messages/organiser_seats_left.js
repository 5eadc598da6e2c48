/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_Seats_LeftInputs */

const en_organiser_seats_left = /** @type {(inputs: Organiser_Seats_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} seat left`);
	return /** @type {LocalizedString} */ (`${i?.count} seats left`)
	
};

const es_organiser_seats_left = /** @type {(inputs: Organiser_Seats_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lugar libre`);
	return /** @type {LocalizedString} */ (`${i?.count} lugares libres`)
	
};

const fr_organiser_seats_left = /** @type {(inputs: Organiser_Seats_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place restante`);
	return /** @type {LocalizedString} */ (`${i?.count} places restantes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} seat left" |
* | * | "{count} seats left" |
*
* @param {Organiser_Seats_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_seats_left = /** @type {((inputs: Organiser_Seats_LeftInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Seats_LeftInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_seats_left(inputs)
	if (locale === "fr") return fr_organiser_seats_left(inputs)
	return en_organiser_seats_left(inputs)
});